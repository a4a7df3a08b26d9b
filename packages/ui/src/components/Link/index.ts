export {
  Link,
  LinkProvider,
  type LinkComponent,
  type LinkComponentProps,
  type LinkItem,
  type LinkProps,
  type LinkProviderProps,
} from "./Link";
