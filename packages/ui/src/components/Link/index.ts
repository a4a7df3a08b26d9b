export {
  AppLink,
  type AppLinkProps,
  LinkProvider,
  PlainLink,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from "./Link";
