import type { JSX, SVGAttributes } from 'react';
import ICONS from 'virtual:icon-paths';

export type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * An icon of the set (lucide) drawn as one path (icon-paths.config.ts; decision 060): 24 px, in the
 * text's colour, 2 px strokes, as the set draws it; a class sizes and colours it. The set's own
 * component drew an element per stroke, and a list of fifty appointments held more SVG elements than
 * everything else on the page. Decorative unless labelled (aria-label): then an image of that name.
 */
export function svgIcon(name: string): IconComponent {
  const icon = ICONS[name];
  if (!icon) throw new Error(`Unknown icon ${name}`);
  const { d, filled } = icon;
  const base = `icon icon-${name} shrink-0`;
  function Icon({ className, ...rest }: IconProps) {
    const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        role={labelled ? 'img' : undefined}
        focusable="false"
        {...rest}
        className={className ? `${base} ${className}` : base}
      >
        <path d={d} />
        {filled.map((shape) => (
          <path key={shape.d} d={shape.d} fill={String(shape.fill)} />
        ))}
      </svg>
    );
  }
  return Icon;
}
