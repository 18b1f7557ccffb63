import type { InputHTMLAttributes } from 'react';
import { TextAreaField, TextField } from '../../ui/field';

/** A required contact-form field (input or textarea) on the shared labelled control of src/app/ui/field. */
interface Props {
  name: string;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  hint?: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export default function FormField({ name, label, value, error, multiline, hint, onChange, onBlur, inputProps }: Props) {
  const shared = { id: `field-${name}`, name, label, value, error, hint, required: true, onBlur: () => onBlur(name) };
  return multiline ? (
    <TextAreaField {...shared} rows={6} onChange={(e) => onChange(name, e.target.value)} />
  ) : (
    <TextField {...shared} {...inputProps} onChange={(e) => onChange(name, e.target.value)} />
  );
}
