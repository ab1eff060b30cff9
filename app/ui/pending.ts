import { useFormAction, useNavigation } from '@remix-run/react'
import { createContext } from 'react'

/** True while a submission to this route's action (or `formAction`) is in flight. */
export function useIsSubmitting({
  formAction,
  formMethod = 'POST',
}: { formAction?: string; formMethod?: string } = {}) {
  const contextual = useFormAction()
  const navigation = useNavigation()
  return (
    navigation.state !== 'idle' &&
    navigation.formMethod === formMethod &&
    navigation.formAction === (formAction ?? contextual)
  )
}

/** What a SubmitOnceForm has sent and not yet heard back from: the button it was sent with (`name=value`). */
export const SentContext = createContext<{ submitter: string } | null>(null)
