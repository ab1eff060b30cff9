import type { pharmacyHours } from './pharmacy-hours.ts'

/** Spec 2 'Pharmacy hours block': lunch closures read 'Closed'. Its heading sits at the level the page needs. */
export function PharmacyHoursBlock({
  hours,
  headingLevel = 5,
}: {
  hours: ReturnType<typeof pharmacyHours>
  headingLevel?: 2 | 5
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="pharmacy-hours">
      <Heading>{hours.title}</Heading>
      {hours.kind === 'none' ? (
        <p>{hours.noHours}</p>
      ) : (
        <dl>
          {hours.days.map((day) => (
            <div key={day.day}>
              <dt>{day.day}</dt>
              <dd>
                {day.hours}
                {day.lunch ? <span className="pharmacy-lunch"> ({day.lunch})</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
