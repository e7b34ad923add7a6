import { Input, Label } from '../../ui';

/**
 * The Date + Time pair shown when a knowledge item's expiry is "Custom" (upload dialog, edit
 * dialog, staff answers). The date cannot be before `minDate` (today, `YYYY-MM-DD`); the time is
 * local to the browser and defaults to 23:59 in the callers.
 */
export function CustomExpiryFields(props: {
  idPrefix: string;
  minDate: string;
  date: string;
  time: string;
  disabled: boolean;
  onDateChange: (value: string) => void;
  onTimeChange: (value: string) => void;
}) {
  return (
    <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${props.idPrefix}-date`} required>
          Date
        </Label>
        <Input
          id={`${props.idPrefix}-date`}
          type="date"
          min={props.minDate}
          required
          value={props.date}
          disabled={props.disabled}
          onChange={(e) => props.onDateChange(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${props.idPrefix}-time`}>Time</Label>
        <Input
          id={`${props.idPrefix}-time`}
          type="time"
          value={props.time}
          disabled={props.disabled}
          onChange={(e) => props.onTimeChange(e.target.value)}
        />
      </div>
    </div>
  );
}
