import { SAMPLE_COMMENTS } from "@sinema/api";
import { CommentBox, CommentList } from "@sinema/ui";

/**
 * SPEC.md §5: a non-blank comment "is only logged and cleared, and nothing
 * is sent" (the box ignores blanks and clears itself).
 */
export function Comments() {
  return (
    <CommentList comments={SAMPLE_COMMENTS} title="Yorumlar">
      <CommentBox onSubmit={(text) => console.info("Yorum (yalnızca yerel):", text)} />
    </CommentList>
  );
}
