import { ReceiptText, ShoppingCart } from 'lucide-react'
import { orderNeedsJavaScript } from '#web/ui/needs-javascript.tsx'
import type { WithoutJavaScript } from './shell-only.tsx'

/**
 * What each shell-only page says to a browser that will not run the app, in place of
 * its spinner (docs/product-rules.md §2): what needs JavaScript there, and that the
 * shop takes orders and questions by phone and email.
 */
export const shellPageNotes = {
  cart: {
    icon: ShoppingCart,
    title: orderNeedsJavaScript,
    text: 'Your cart is kept by this browser, and showing it needs JavaScript. Turn it on and reload this page, or order from us by phone or email:',
  },
  checkout: {
    icon: ShoppingCart,
    title: orderNeedsJavaScript,
    text: 'Checking out needs JavaScript: it reads your cart from this browser and sends your order. Turn it on and reload this page, or order from us by phone or email:',
  },
  orderConfirmation: {
    icon: ReceiptText,
    title: 'Turn on JavaScript to see your order',
    text: 'This page shows the order you have just placed, and needs JavaScript. To ask about an order, call or email us:',
  },
  orderStatus: {
    icon: ReceiptText,
    title: 'Turn on JavaScript to see your order',
    text: 'Looking up an order needs JavaScript. Turn it on and reload this page, or call or email us with your order ID:',
  },
  orderPage: {
    icon: ReceiptText,
    title: 'Turn on JavaScript to see your order',
    text: 'Showing your order needs JavaScript. Turn it on and reload this page, or call or email us with your order ID:',
  },
} as const satisfies Record<string, WithoutJavaScript>
