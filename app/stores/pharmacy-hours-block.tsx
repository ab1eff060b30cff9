import { NO_HOURS_TEXT, PHARMACY_HOURS_TITLE, type pharmacyHours } from './pharmacy-hours.ts'

/** Spec 2 'Pharmacy hours block': lunch closures read 'Closed'. */
export function PharmacyHoursBlock({ hours }: { hours: ReturnType<typeof pharmacyHours> }) {
  return (
    <div className="pharmacy-hours">
      <h5>{PHARMACY_HOURS_TITLE}</h5>
      {hours.kind === 'none' ? (
        <p>{NO_HOURS_TEXT}</p>
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
