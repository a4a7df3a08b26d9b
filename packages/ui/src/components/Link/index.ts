export {
  LinkProvider,
  PlainLink,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from "./Link";
