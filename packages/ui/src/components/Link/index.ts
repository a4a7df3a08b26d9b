export {
  Link,
  LinkProvider,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProps,
  type LinkProviderProps,
} from "./Link";
