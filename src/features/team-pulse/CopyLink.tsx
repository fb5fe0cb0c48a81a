import { useRef, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { Button } from '../../components/ui/Button';
import { useT } from '../../i18n/useT';
import styles from './TeamPulse.module.css';

export interface CopyLinkProps {
  id: string;
  label: string;
  /** The button's text: it starts with the visible words a speech-input user would say. */
  copyLabel: string;
  link: string;
}

/**
 * A link to hand on: shown in a read-only field (so it can be read, selected and copied by
 * hand) with a button that copies it. Where the clipboard is refused, the button selects the
 * text instead and says how to copy it; either outcome is announced.
 */
export function CopyLink({ id, label, copyLabel, link }: CopyLinkProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'selected'>();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      inputRef.current?.select();
      setOutcome('selected');
    }
  };

  return (
    <div className={styles.copyLink}>
      <TextField id={id} value={link} isReadOnly className={styles.copyField}>
        <Label className={styles.copyLabel}>{label}</Label>
        <Input ref={inputRef} className={styles.copyInput} onFocus={(event) => event.currentTarget.select()} />
      </TextField>
      <Button variant="secondary" onPress={() => void copy()}>
        {copyLabel}
      </Button>
      <p role="status" className={styles.copyStatus}>
        {outcome && t(outcome === 'copied' ? 'teamPulse.copy.copied' : 'teamPulse.copy.selected')}
      </p>
    </div>
  );
}
