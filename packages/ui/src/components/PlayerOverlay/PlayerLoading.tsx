import { PLAYER_OPEN_ATTRIBUTE } from "../../theme/floatingAction";
import { Spinner } from "../Spinner";
import { PLAYER_TEXT } from "./texts";
import * as styles from "./PlayerOverlay.css";

/**
 * What 'İzle' shows in the moment before the player's own code has arrived
 * (the site loads the overlay on demand): the player's screen with its
 * loading text, so the tap visibly did something.
 */
export function PlayerLoading({ title }: { title: string }) {
  return (
    <div
      className={styles.loadingScreen}
      role="status"
      aria-label={`${title}: ${PLAYER_TEXT.loading}`}
      {...{ [PLAYER_OPEN_ATTRIBUTE]: "" }}
    >
      <span className={styles.spinnerSize}>
        <Spinner />
      </span>
      <span className={styles.loadingText}>{PLAYER_TEXT.loading}</span>
    </div>
  );
}
