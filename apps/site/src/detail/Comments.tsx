import { ratingText, SAMPLE_COMMENTS } from "@sinema/api";
import { CommentBox, CommentList } from "@sinema/ui";

/** SPEC.md §2's sample comments, their ratings as pages write them (none for 0). */
const COMMENTS = SAMPLE_COMMENTS.map((comment) => ({
  ...comment,
  rating: ratingText(comment.rating),
}));

/**
 * SPEC.md §5: a non-blank comment "is only logged and cleared, and nothing
 * is sent" (the box ignores blanks and clears itself).
 */
export function Comments() {
  return (
    <CommentList comments={COMMENTS} title="Yorumlar">
      <CommentBox onSubmit={(text) => console.info("Yorum (yalnızca yerel):", text)} />
    </CommentList>
  );
}
