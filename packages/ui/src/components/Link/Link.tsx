import {
  createElement,
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from "react";

/**
 * What the library hands a link renderer. React Router's `Link` takes `to`, so
 * the site passes a two-line adapter (`({ href, ...rest }) => <Link to={href} {...rest} />`);
 * Storybook and tests use the default plain `<a>` and need no router.
 */
/**
 * A labelled address. The site's link lists (header, footer, genres) live in
 * packages/api and reach the components as lists of these.
 */
export interface LinkItem {
  href: string;
  label: string;
}

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement> | undefined;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

function Anchor({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(Anchor);

export interface LinkProviderProps {
  /** Renders every link inside; omit to keep the surrounding one. */
  component?: LinkComponent | undefined;
  children: ReactNode;
}

/** Sets how links below it are rendered, e.g. with the router's `Link`. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  const inherited = useContext(LinkContext);
  return <LinkContext.Provider value={component ?? inherited}>{children}</LinkContext.Provider>;
}

export interface LinkProps extends LinkComponentProps {
  /** Overrides the renderer from `LinkProvider` for this link only. */
  component?: LinkComponent | undefined;
}

/** A link drawn by the renderer from context (a plain `<a>` by default). */
export function Link({ component, ...rest }: LinkProps) {
  const fromContext = useContext(LinkContext);
  // Picked from props or context, not created here: its identity is stable across renders.
  return createElement(component ?? fromContext, rest);
}
