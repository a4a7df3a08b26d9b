import { Play, RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "../Button";
import { ProgressBar } from "../ProgressBar";
import * as styles from "./ResumePrompt.css";

export const RESUME_PROMPT_TEXT = {
  resume: "Kaldığın yerden devam et",
  restart: "Baştan başla",
} as const;

export interface ResumePromptProps {
  /** The title (and episode) the choice is about, e.g. 'Yargı · S2 B5'. */
  title: string;
  /** Where the viewer stopped, from packages/api: 'Kaldığın yer: 1s 12dk'. */
  positionText: string;
  /** 0 to 1, drawn as a bar; left out when the duration is unknown. */
  progress?: number | undefined;
  onResume: () => void;
  onRestart: () => void;
  /** Focus 'Kaldığın yerden devam et' when shown (default), so Enter resumes. */
  autoFocus?: boolean | undefined;
}

/**
 * Shown when 'İzle' opens a title the viewer started: resume at the saved
 * place, or start again.
 */
export function ResumePrompt({
  title,
  positionText,
  progress,
  onResume,
  onRestart,
  autoFocus = true,
}: ResumePromptProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
        <p className={styles.position}>{positionText}</p>
      </div>
      {progress === undefined ? null : <ProgressBar value={progress} valueText={positionText} />}
      <div className={styles.actions}>
        <Button
          // Only ever mounted on the viewer's own action ('İzle'), so moving focus is expected.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          icon={<Play className={styles.icon} aria-hidden fill="currentColor" />}
          onClick={onResume}
        >
          {RESUME_PROMPT_TEXT.resume}
        </Button>
        <Button
          variant="secondary"
          icon={<RotateCcw className={styles.icon} aria-hidden />}
          onClick={onRestart}
        >
          {RESUME_PROMPT_TEXT.restart}
        </Button>
      </div>
    </section>
  );
}
