import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { iconButton, type IconButtonVariants } from "./IconButton.css";

export interface IconButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-label">,
    IconButtonVariants {
  /** The button's accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** A round button that shows only an icon and carries its name in `aria-label`. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  className,
  type = "button",
  ...rest
}: IconButtonProps) {
  const classes = iconButton({ variant, size });
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      className={className ? `${classes} ${className}` : classes}
    >
      {icon}
    </button>
  );
}
