/**
 * The screenshot flow's texts (issue 32 §4): the shop's QR Ph code, copying the GCash
 * number, the screenshot's preview, and Settings > Manual Payment Methods. A module of
 * its own, apart from online-payment.ts: the order page shows the GCash instructions
 * and is held to the first-page JavaScript budget (bench/bundle-size.mjs).
 */
export const manualPaymentTexts = {
  settingsTitle: 'Manual Payment Methods',
  qrLegend: 'QR Ph code',
  qrHint:
    'A picture of your QR Ph code (from your GCash or bank app). Shoppers scan it from any bank or e-wallet app.',
  qrPreviewAlt: 'QR Ph code preview',
  qrFileLabel: 'QR Ph code file',
  uploadQr: 'Upload QR Ph code',
  changeQr: 'Change QR Ph code',
  removeQr: 'Remove',
  qrRemovedToast: 'QR Ph code removed',
  qrRemovedDescription: 'Save Payment Settings to take it off the payment details.',
  /** The shopper's side. */
  qrAlt: 'QR Ph code to scan from any bank or e-wallet app',
  qrCaption: 'Scan with any bank or e-wallet app',
  copyNumber: 'Copy number',
  numberCopied: 'Number copied',
  copyFailed: 'Could not copy',
  copyFailedDescription: 'The number is selected: copy it from there.',
  /** The proof form's preview of the chosen picture, before it is sent. */
  proofPreviewAlt: 'The screenshot you chose',
} as const
