import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from "react";

/**
 * What the library hands a link component. `to` (not `href`) so React
 * Router's `Link` fits as it is: `<AdminLayout LinkComponent={Link} />`.
 */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  children?: ReactNode;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain anchor: the default, so the library needs no router (Storybook, tests). */
export function PlainLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainLink);

/** Sets the link component once for a whole tree (the site passes its router's `Link`). */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component to render: the prop when given, else the provider's, else a plain `<a>`. */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkContext);
  return override ?? fromContext;
}

export interface AppLinkProps extends LinkComponentProps {
  /** A component's `LinkComponent` prop; wins over the provider's. */
  as?: LinkComponent | undefined;
}

/** Every navigation link of the library renders through this. */
export function AppLink({ as, ...props }: AppLinkProps) {
  return createElement(useLinkComponent(as), props);
}
