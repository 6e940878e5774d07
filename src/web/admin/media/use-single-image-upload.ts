import { useEffect, useRef, useState } from 'react'
import { toast } from '#web/ui/toast.ts'
import { uploadFailureToast, uploadImage } from './upload-image.ts'

export interface UploadState {
  fileName: string
  /** 0..1 */
  progress: number
}

/**
 * Uploads one chosen file at a time for an image field: progress while it runs,
 * the refusal toast when it fails, `onUploaded` with the stored address when it
 * succeeds. Leaving the form mid-upload cancels it.
 */
export function useSingleImageUpload(onUploaded: (url: string) => void) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [upload, setUpload] = useState<UploadState | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  async function send(file: File) {
    running.current = new AbortController()
    setUpload({ fileName: file.name, progress: 0 })
    try {
      const image = await uploadImage(
        file,
        (progress) => setUpload({ fileName: file.name, progress }),
        running.current.signal,
      )
      onUploaded(image.url)
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return
      const { title, description } = uploadFailureToast(failure)
      toast.error(title, { description })
    } finally {
      setUpload(null)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  return { fileInput, upload, send }
}
