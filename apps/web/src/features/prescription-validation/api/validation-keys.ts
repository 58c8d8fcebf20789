export const validationKeys = {
  /** Every answer about the prescription, however it was asked. */
  byPublicId: (publicId: string) => ['prescription-validation', publicId] as const,
  /**
   * One way of asking: a scanned link's whole text (its signature checked) or the id alone. Kept
   * apart, so an answer to the id alone never stands for a link whose signature was not checked.
   */
  asked: (publicId: string, scannedLink: string | null) =>
    [...validationKeys.byPublicId(publicId), scannedLink ?? 'id'] as const,
};
