export const validationKeys = {
  byPublicId: (publicId: string) => ['prescription-validation', publicId] as const,
};
