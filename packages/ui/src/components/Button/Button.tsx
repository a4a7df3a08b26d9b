import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "../Spinner";
import { button, type ButtonVariants } from "./Button.css";

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children">, ButtonVariants {
  children: ReactNode;
  /** Busy: shows a spinner, disables the button and tells assistive technology. */
  loading?: boolean;
  /** Icon drawn before the label. */
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  icon,
  children,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = button({ variant, size, fullWidth });
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
