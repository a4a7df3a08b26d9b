import { useId, type ReactNode } from "react";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { EmptyState } from "../EmptyState";
import { RatingDisplay } from "../RatingDisplay";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./CommentList.css";

/** SPEC.md §3: a comment, kept on the page only. */
export interface Comment {
  id: string;
  user: string;
  /** Avatar initials, e.g. 'AY'. */
  initials: string;
  /** The commenter's rating as text ("8.0"); absent when they did not rate. */
  rating?: string | null | undefined;
  /** Already formatted, e.g. '2 gün önce'. */
  date: string;
  text: string;
  likes: number;
  dislikes: number;
}

export interface CommentListProps {
  comments: readonly Comment[];
  title?: string | undefined;
  /** The comment box, drawn between the title and the list. */
  children?: ReactNode | undefined;
}

/** 'Yorumlar (n)', the comment box, then the comments newest first as given. */
export function CommentList({ comments, title = "Yorumlar", children }: CommentListProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {`${title} (${comments.length})`}
      </h2>
      {children}
      {comments.length === 0 ? (
        <EmptyState message="Henüz yorum yapılmamış. İlk yorumu siz yapın!" />
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <span className={styles.avatar} aria-hidden>
                {comment.initials}
              </span>
              <div className={styles.body}>
                <div className={styles.header}>
                  <span className={styles.user}>{comment.user}</span>
                  {comment.rating ? <RatingDisplay value={comment.rating} /> : null}
                  <span className={styles.date}>{comment.date}</span>
                </div>
                <p className={styles.text}>{comment.text}</p>
                <div className={styles.reactions}>
                  <span className={styles.reaction}>
                    <ThumbsUp className={styles.icon} aria-hidden />
                    {comment.likes}
                    <span className={visuallyHidden}> beğeni</span>
                  </span>
                  <span className={styles.reaction}>
                    <ThumbsDown className={styles.icon} aria-hidden />
                    {comment.dislikes}
                    <span className={visuallyHidden}> beğenmeme</span>
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
