import type { HTMLAttributes, JSX } from 'react';
import 'virtual:icon-masks.css';

export type IconProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * An icon as one empty element drawn by the stylesheet (icon-masks.config.ts; decision 060), in the
 * text's colour, 24 px unless a class sizes it. An SVG of the same icon is an element per stroke: in
 * an agenda of 50 rows they were 60 % of the page's elements, and the phone laid out every one.
 * Decorative unless labelled (aria-label): then it is an image with that name.
 */
export function maskIcon(name: string): IconComponent {
  const base = `icon icon-${name}`;
  function Icon({ className, ...rest }: IconProps) {
    const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
    return (
      <span
        aria-hidden={labelled ? undefined : true}
        role={labelled ? 'img' : undefined}
        {...rest}
        className={className ? `${base} ${className}` : base}
      />
    );
  }
  return Icon;
}
