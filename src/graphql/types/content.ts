import { builder } from "../builder.js";
import type { ContentBlock } from "../../domain/events/fields.js";

type Source = { type: string; mediaType?: string | null; data?: string | null };
type TextBlockShape = { type: "text"; text: string };
type MediaBlockShape = { type: "image" | "document"; source: Source; title?: string | null };

export const ContentSourceType = builder.enumType("ContentSourceType", {
  description: "How a block's bytes are given. URL and FILE are refused for now.",
  values: ["BASE64", "TEXT", "URL", "FILE"] as const,
});

export const ContentSource = builder.objectRef<Source>("ContentSource").implement({
  fields: (t) => ({
    type: t.field({ type: ContentSourceType, resolve: (s) => s.type.toUpperCase() as "BASE64" }),
    mediaType: t.string({ nullable: true, resolve: (s) => s.mediaType ?? null }),
    data: t.string({ nullable: true, description: "Base64 bytes, or the plain text.", resolve: (s) => s.data ?? null }),
  }),
});

export const TextBlock = builder.objectRef<TextBlockShape>("TextBlock").implement({
  isTypeOf: (b) => (b as ContentBlock).type === "text",
  fields: (t) => ({ text: t.exposeString("text") }),
});

export const ImageBlock = builder.objectRef<MediaBlockShape>("ImageBlock").implement({
  isTypeOf: (b) => (b as ContentBlock).type === "image",
  fields: (t) => ({ source: t.field({ type: ContentSource, resolve: (b) => b.source }) }),
});

export const DocumentBlock = builder.objectRef<MediaBlockShape>("DocumentBlock").implement({
  isTypeOf: (b) => (b as ContentBlock).type === "document",
  fields: (t) => ({
    source: t.field({ type: ContentSource, resolve: (b) => b.source }),
    title: t.string({ nullable: true, resolve: (b) => b.title ?? null }),
  }),
});

export const ContentBlockUnion = builder.unionType("ContentBlock", {
  types: [TextBlock, ImageBlock, DocumentBlock],
  resolveType: (b) => {
    switch ((b as ContentBlock).type) {
      case "text":
        return "TextBlock";
      case "image":
        return "ImageBlock";
      case "document":
        return "DocumentBlock";
    }
  },
});

// Inputs: a block is exactly one of text, image or document (@oneOf).
export const TextBlockInput = builder.inputType("TextBlockInput", {
  fields: (t) => ({ text: t.string({ required: true }) }),
});
const ContentSourceInput = builder.inputType("ContentSourceInput", {
  fields: (t) => ({
    type: t.field({ type: ContentSourceType, required: true }),
    mediaType: t.string({ required: false, description: "e.g. image/png, application/pdf, text/plain." }),
    data: t.string({ required: false, description: "Base64 bytes (BASE64) or the text itself (TEXT)." }),
    url: t.string({ required: false, description: "Refused for now." }),
    fileId: t.string({ required: false, description: "Refused for now." }),
  }),
});
const ImageBlockInput = builder.inputType("ImageBlockInput", {
  fields: (t) => ({ source: t.field({ type: ContentSourceInput, required: true }) }),
});
const DocumentBlockInput = builder.inputType("DocumentBlockInput", {
  fields: (t) => ({
    source: t.field({ type: ContentSourceInput, required: true }),
    title: t.string({ required: false }),
  }),
});
export const ContentBlockInput = builder.inputType("ContentBlockInput", {
  isOneOf: true,
  fields: (t) => ({
    text: t.field({ type: TextBlockInput }),
    image: t.field({ type: ImageBlockInput }),
    document: t.field({ type: DocumentBlockInput }),
  }),
});

type BlockInput = {
  text?: { text: string } | null;
  image?: { source: Record<string, unknown> } | null;
  document?: { source: Record<string, unknown>; title?: string | null } | null;
};

const lowerSource = (s: Record<string, unknown>) => ({ ...s, type: String(s.type).toLowerCase() });

/** GraphQL's one-of blocks → the domain's tagged blocks. */
export function toContentBlocks(blocks: readonly BlockInput[]) {
  return blocks.map((b) => {
    if (b.text) return { type: "text", text: b.text.text };
    if (b.image) return { type: "image", source: lowerSource(b.image.source) };
    return { type: "document", source: lowerSource(b.document!.source), title: b.document!.title ?? null };
  });
}
