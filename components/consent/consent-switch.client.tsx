'use client';

import { useId } from 'react';
import styles from './consent.module.css';

interface ConsentSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One consent category as a switch, with a line on what it is for. */
export function ConsentSwitch({ label, description, checked, onChange }: ConsentSwitchProps) {
  const id = useId();
  return (
    <div className={styles.toggle}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-about`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-about`}>{description}</p>
    </div>
  );
}
