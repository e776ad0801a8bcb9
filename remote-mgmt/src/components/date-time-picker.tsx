import { DatePicker } from '@usb/ui/pickers';
import { mgmtMessages } from '../texts';
import { DATE_TIME_FORMAT, fromWallClock, toWallClock, TYPED_DATE_TIME_FORMAT } from '../lib/copenhagen-time';

const text = mgmtMessages.common;

export interface DateTimePickerProps {
  /** The instant as an ISO string (what the api sends and takes); undefined when empty. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  'aria-label'?: string;
  status?: 'error';
}

/**
 * A date and time picker on Danish time, in the format of the area's lists, for a form field holding an ISO string, so the form's
 * values go to the api as they are and the rules compare instants, not picker objects.
 */
export function DateTimePicker({ value, onChange, id, status, 'aria-label': ariaLabel }: DateTimePickerProps) {
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      status={status}
      showTime={{ format: 'HH:mm' }}
      // Shown as the lists show it; typed either that way or as digits.
      format={[DATE_TIME_FORMAT, TYPED_DATE_TIME_FORMAT]}
      placeholder={text.datePlaceholder}
      value={value ? toWallClock(value) : null}
      onChange={(picked) => onChange?.(picked ? fromWallClock(picked) : undefined)}
      needConfirm={false}
      // Enter takes the typed time; it must not also submit the form around the picker.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      style={{ width: '100%', maxWidth: 240 }}
    />
  );
}
