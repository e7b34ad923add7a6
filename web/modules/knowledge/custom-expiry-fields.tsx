import type { ReactNode } from 'react';
import { Input, Label, Select } from '../../ui';
import { localDateString } from './knowledge.logic';

/**
 * The Date + Time pair shown when a knowledge item's expiry is "Custom" (upload dialog, edit
 * dialog, staff answers). The date cannot be before today (the browser's local date); the time is
 * local to the browser and defaults to 23:59 in the callers.
 */
export function CustomExpiryFields(props: {
  idPrefix: string;
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
          min={localDateString(new Date())}
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

/** An expiry that is either never or a custom local date and time (`YYYY-MM-DD`, `HH:MM`). */
export interface NeverOrCustom {
  type: 'never' | 'custom';
  date: string;
  time: string;
}

const NEVER_OR_CUSTOM_OPTIONS = [
  { value: 'never', label: 'Never' },
  { value: 'custom', label: 'Custom' },
];

/**
 * The "Expiry" field of the edit and staff-answer dialogs: Never or Custom, and for Custom the date
 * and time fields followed by `children` (a note, for instance).
 */
export function NeverOrCustomExpiry(props: {
  idPrefix: string;
  value: NeverOrCustom;
  disabled: boolean;
  onChange: (next: NeverOrCustom) => void;
  children?: ReactNode;
}) {
  const { value, onChange } = props;
  return (
    <div>
      <Label htmlFor={`${props.idPrefix}-expiry`}>Expiry</Label>
      <Select
        id={`${props.idPrefix}-expiry`}
        value={value.type}
        disabled={props.disabled}
        options={NEVER_OR_CUSTOM_OPTIONS}
        onChange={(e) => onChange({ ...value, type: e.target.value === 'custom' ? 'custom' : 'never' })}
      />
      {value.type === 'custom' && (
        <>
          <CustomExpiryFields
            idPrefix={props.idPrefix}
            date={value.date}
            time={value.time}
            disabled={props.disabled}
            onDateChange={(date) => onChange({ ...value, date })}
            onTimeChange={(time) => onChange({ ...value, time })}
          />
          {props.children}
        </>
      )}
    </div>
  );
}
