/** What the shell shows about the signed-in creator; the route works it out from `me`. */
export interface ShellUser {
  name: string;
  /** Without the '@'. */
  handle: string | null;
  pictureUrl: string | null;
  /** Rounded percent, 0..100. */
  progressPercent: number;
  /** Which of the 3 progress images: progress divided by 0.3 (domain `progressImageIndex`). */
  progressImageIndex: number;
}
