import ProgressBar from "react-bootstrap/ProgressBar";

/**
 * A progress bar whose name and spoken value sit on the element with
 * role="progressbar". react-bootstrap puts that role on the inner bar and any
 * aria-label on the outer box, where a screen reader does not look; as a
 * stacked child the bar receives the attributes itself.
 */
export function NamedProgressBar({
  percent,
  variant,
  label,
  valueText,
  height,
}: {
  percent: number;
  variant: string;
  label: string;
  /** What a screen reader says instead of the bare percentage, e.g. "42 of 100 words". */
  valueText: string;
  height?: string;
}) {
  return (
    <ProgressBar style={height ? { height } : undefined}>
      <ProgressBar now={percent} variant={variant} aria-label={label} aria-valuetext={valueText} />
    </ProgressBar>
  );
}
