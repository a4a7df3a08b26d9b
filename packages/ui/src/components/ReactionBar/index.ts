export {
  FloatingReactions,
  type FloatingReaction,
  type FloatingReactionsProps,
  ReactionBar,
  type ReactionBarProps,
  REACTIONS_LABEL,
} from "./ReactionBar";
export { REACTION_KINDS, REACTION_LABELS, ReactionIcon, type ReactionKind } from "./ReactionIcon";
