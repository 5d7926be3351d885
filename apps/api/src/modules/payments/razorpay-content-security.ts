/**
 * What Razorpay Checkout needs from the pages' Content-Security-Policy (its script, the payment
 * frame, its API and its logos); nothing when the test gateway takes payments.
 */
export function razorpayContentSecurity(enabled: boolean) {
  if (!enabled) return { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  return {
    scriptSrc: ['https://checkout.razorpay.com'],
    frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    imgSrc: ['https://cdn.razorpay.com'],
  };
}
