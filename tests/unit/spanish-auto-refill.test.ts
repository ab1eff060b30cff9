import { describe, expect, it } from 'vitest'
import { loader as guidelinesLoader } from '#app/routes/rx+/auto-refills.guidelines.tsx'
import { testContext } from '#tests/utils/context.ts'
import { signIn } from '#tests/utils/link-steps.ts'
import { get, serve } from '#tests/utils/requests.ts'

/** The auto-refill guidelines in Spanish (issue 36); the enrolment pages: spanish-programs.test.ts. */
describe('the auto-refill guidelines in Spanish', () => {
  it('sends its title, its five guidelines and its link in Spanish; English as before', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = (await serve(
      guidelinesLoader,
      get('/rx/auto-refills/guidelines', { cookie }),
      testContext({ language: 'es' }),
    )) as { texts: Record<string, string> }
    expect(page.texts.title).toBe('Pautas del resurtido automático')
    expect(page.texts.autoRefill).toBe('Resurtido automático')
    expect(Object.keys(page.texts)).toHaveLength(7)
    expect(page.texts.pauseAnyTime).toBe('Puede pausar una receta, o cancelar la inscripción, en cualquier momento.')
    const english = (await serve(guidelinesLoader, get('/rx/auto-refills/guidelines', { cookie }))) as {
      texts: Record<string, string>
    }
    expect(english.texts.pauseAnyTime).toBe('You can pause a prescription, or unenroll, at any time.')
  })
})
