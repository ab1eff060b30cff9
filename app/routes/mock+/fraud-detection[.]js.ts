import { fraudDetectionScript } from '#app/simulated/fraud-detection.server.ts'

/** The simulated fraud-detection script (mocks only): see app/simulated/fraud-detection.server.ts. */
export async function loader() {
  return fraudDetectionScript()
}
