import { useCallback, useEffect, useRef, useState } from 'react'
import { imageMessages, MAX_PRODUCT_IMAGES } from '#shared/media.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import { checkImageFile, uploadFailureToast, uploadImage } from '#web/admin/media/upload-image.ts'
import { toast } from '#web/ui/toast.ts'

export interface RunningUpload {
  id: number
  fileName: string
  /** 0..1 */
  progress: number
}

let nextUploadId = 1

/**
 * Uploads chosen files one after another, each with its progress. A selection that
 * would take the product past 5 images is refused whole (docs/product-rules.md §5), as is each
 * file the browser can already tell is too large or not an image. Uploads still
 * running when the dialog closes are cancelled.
 */
export function useImageUploads({
  imageCount,
  onUploaded,
}: {
  /** Images the product has now, uploaded or typed. */
  imageCount: number
  onUploaded: (image: UploadedImage, fileName: string) => void
}) {
  const [running, setRunning] = useState<RunningUpload[]>([])
  // One upload at a time, so the images keep the order they were chosen in.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const cancel = useRef(new AbortController())
  // The latest callback, so an upload finishing after a re-render adds to the current list.
  const onUploadedRef = useRef(onUploaded)
  useEffect(() => {
    onUploadedRef.current = onUploaded
  })
  useEffect(() => {
    const controller = new AbortController()
    cancel.current = controller
    return () => controller.abort()
  }, [])

  const uploadOne = useCallback(async (id: number, file: File) => {
    const { signal } = cancel.current
    try {
      if (signal.aborted) return
      const onProgress = (progress: number) =>
        setRunning((list) => list.map((u) => (u.id === id ? { ...u, progress } : u)))
      const image = await uploadImage(file, onProgress, signal)
      onUploadedRef.current(image, file.name)
    } catch (error) {
      if (!signal.aborted) {
        const { title, description } = uploadFailureToast(error)
        toast.error(title, { description })
      }
    } finally {
      setRunning((list) => list.filter((u) => u.id !== id))
    }
  }, [])

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return
    if (imageCount + running.length + files.length > MAX_PRODUCT_IMAGES) {
      toast.error(imageMessages.tooMany.title, { description: imageMessages.tooMany.description })
      return
    }
    for (const file of files) {
      const refused = checkImageFile(file)
      if (refused) {
        toast.error(refused.title, { description: refused.message })
        continue
      }
      const id = nextUploadId++
      setRunning((list) => [...list, { id, fileName: file.name, progress: 0 }])
      queue.current = queue.current.then(() => uploadOne(id, file))
    }
  }

  return { running, addFiles, uploading: running.length > 0 }
}
