import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts: a component writes its own classes with the
 * `ui:` variant (web/styles.css), so a className its caller passes wins by the cascade.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
