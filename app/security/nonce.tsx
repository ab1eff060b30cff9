import { createContext, useContext } from 'react'

/** The per-request CSP nonce, given to every inline script Remix renders. */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
