export { CastList, initialsOf, type CastListProps, type CastMember } from "./CastList";
