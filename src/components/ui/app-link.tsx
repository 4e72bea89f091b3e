import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** A site path goes through the router; a full URL (from server data) opens in a new tab. */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
