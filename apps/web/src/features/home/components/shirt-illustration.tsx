/** The graduation T-shirt, drawn inline (no external image): front view with the chosen size on the tag. */
interface ShirtIllustrationProps {
  size: string | null;
  large?: boolean;
  /** Inside a button that names it: hidden from assistive technology, the button's name says it all. */
  decorative?: boolean;
}

export function ShirtIllustration({ size, large = false, decorative = false }: ShirtIllustrationProps) {
  const label = size ? `Camiseta de formatura, medida ${size}` : 'Camiseta de formatura';
  return (
    <svg
      className={large ? 'shirt-art shirt-art-large' : 'shirt-art'}
      viewBox="0 0 200 200"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      <path
        d="M70 18 82 14c5 12 31 12 36 0l12 4 50 28-16 36-22-10v118H58V72L36 82 20 46Z"
        fill="var(--c-brand)"
        stroke="var(--c-brand-strong)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M82 14c5 16 31 16 36 0" fill="none" stroke="var(--c-accent)" strokeWidth="5" />
      <path d="M58 72v-6M142 72v-6" stroke="var(--c-brand-strong)" strokeWidth="3" />
      {/* A mortarboard on the chest. */}
      <path d="m100 62-28 13 28 13 28-13Z" fill="var(--c-accent)" />
      <path d="M84 82v10c0 5 32 5 32 0V82" fill="none" stroke="var(--c-accent)" strokeWidth="4" />
      <path d="M124 77v16" stroke="var(--c-accent)" strokeWidth="3" />
      <text
        x="100"
        y="130"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
        // Fitted to the chest (x 62–138) whatever the font: a wider system font spilled past the sleeves.
        textLength="76"
        lengthAdjust="spacingAndGlyphs"
      >
        FORMANDOS
      </text>
      {size && (
        <g>
          <rect x="86" y="148" width="28" height="22" rx="4" fill="#fff" />
          <text
            x="100"
            y="164"
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill="var(--c-brand)"
            fontFamily="system-ui, sans-serif"
          >
            {size}
          </text>
        </g>
      )}
    </svg>
  );
}
