import { z } from 'zod';

/** A file kept by the file store: content-addressed name, the client's name as data only. */
export const StoredFileSchema = z.object({
  /** The sha256 of the content: the only name that reaches the disk. */
  saved_name: z.string(),
  original_name: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const CvFileKindSchema = z.enum(['pdf', 'docx']);

/** A CV file, checked by its content. */
export const StoredCvSchema = StoredFileSchema.extend({ kind: CvFileKindSchema });
export type StoredCv = z.infer<typeof StoredCvSchema>;
