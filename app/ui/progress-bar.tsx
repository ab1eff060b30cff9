import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

const SHOW_AFTER_MS = 300

/** One global pending indicator; delayed so fast navigations don't flash it. */
export function ProgressBar({ label }: { label: string }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [busy])
  return (
    <div
      className={visible ? 'progress-bar progress-bar-active' : 'progress-bar'}
      role="progressbar"
      aria-hidden={!visible}
      aria-label={label}
    />
  )
}
