/** Spec §5 rounding helper: amounts shown as whole riyals round to the nearest integer (halves up). */
export function roundToInteger(value: number): number {
  // Math.round(-0.5) is -0; normalise so "-0" never reaches the screen.
  return Math.round(value) + 0;
}
