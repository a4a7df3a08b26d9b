export { CommentList, type Comment, type CommentListProps } from "./CommentList";
