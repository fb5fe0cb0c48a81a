import styles from './Honeypot.module.css';

export interface HoneypotProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The spam trap (`website`): off-screen, hidden from assistive technology and out of the tab
 * order, with autocomplete off, so only bots fill it in.
 */
export function Honeypot({ id, label, value, onChange }: HoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
