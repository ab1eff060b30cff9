import StoreDetails from './grocery.st.city.store-name.$division.$store.tsx'

/** Where spec 2's old `/rx/pharmacy/details/{division}/{store}` links go: the same store page. */
export { ErrorBoundary, loader, meta } from './grocery.st.city.store-name.$division.$store.tsx'
export default StoreDetails
