import type { ProductCategory } from '#shared/paths.ts'
import type { Visibility } from './admin-catalog.ts'
import type { PublicBundle, PublicImage, PublicProduct, PublicPromo } from './catalog.ts'

/** What the back office reads: the public shapes plus what only staff see. */

export interface AdminPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

export interface AdminImage extends PublicImage {
  /** The uploaded file behind this image, or null for a plain address. */
  mediaKey: string | null
}

export interface AdminProduct extends Omit<PublicProduct, 'images'> {
  visibility: Visibility
  images: AdminImage[]
}

/** For the bundle and recipe product pickers: every product, drafts marked. */
export interface ProductOption {
  id: number
  name: string
  category: ProductCategory
  visibility: Visibility
  stockGrams: number
}

/** A bundle as staff edit it; whether shoppers can buy it now is the storefront's concern. */
export interface AdminBundle extends Omit<PublicBundle, 'available'> {
  visibility: Visibility
}

export interface AdminRecipe {
  id: number
  title: string
  ingredients: string[]
  steps: string[]
  imageUrl: string | null
  relatedProducts: { id: number; name: string; visibility: Visibility }[]
  visibility: Visibility
  createdAt: string
  updatedAt: string
}

export interface AdminPromo extends PublicPromo {
  visibility: Visibility
  createdAt: string
  updatedAt: string
}

/** `POST /api/admin/media` answer: the stored image and its resized copies. */
export interface UploadedImage {
  mediaKey: string
  /** The widest variant; what `url` fields store. */
  url: string
  width: number
  height: number
  variants: { width: number; url: string }[]
}
