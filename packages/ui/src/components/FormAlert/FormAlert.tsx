import type { ReactNode } from "react";
import * as styles from "./FormAlert.css";

export interface FormAlertProps {
  /** What went wrong with the form as a whole ('Sunucu kaydı kabul etmedi.'). */
  children: ReactNode;
  /** Ways out, e.g. 'Yeniden Yükle' and 'Üzerine Yaz' after a stale save. */
  actions?: ReactNode;
  /** Referenced by the form's `aria-describedby`. */
  id?: string | undefined;
}

/**
 * The box above a form's buttons that says why the form was not sent,
 * announced as it appears (role alert), with optional actions.
 */
export function FormAlert({ children, actions, id }: FormAlertProps) {
  return (
    <div id={id} className={styles.alert} role="alert">
      <p className={styles.message}>{children}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
