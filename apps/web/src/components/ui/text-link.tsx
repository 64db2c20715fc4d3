import { Link, type LinkProps } from 'react-router';

export const textLinkClasses =
  'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200';

export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`${textLinkClasses} ${className}`} {...props} />;
}
