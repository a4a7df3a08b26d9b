export { SIMILAR_LIMIT, SimilarList, type SimilarListProps } from "./SimilarList";
